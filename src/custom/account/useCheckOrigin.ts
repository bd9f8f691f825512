import { useLocation } from 'react-router';
import type { CheckLocationState } from '../../routes/guards/AccountLinkGuard';

/** Where the user was going when the ad-account guard sent them away (kept across check pages). */
export function useCheckOrigin(): CheckLocationState {
  return (useLocation().state as CheckLocationState | null) ?? {};
}
