import { CreateAdFlow } from './createad/CreateAdFlow';

/** createad: the campaign wizard (its own lazy chunk; nothing of the shell imports it). */
export default function CreateAdPage() {
  return <CreateAdFlow />;
}
