import { useStoreValue } from '../store/useStoreValue';
import { useServices } from './useServices';

export const useSessionState = () => useStoreValue(useServices().session.state);
