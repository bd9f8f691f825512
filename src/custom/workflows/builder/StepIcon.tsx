import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ChatIcon from '@mui/icons-material/Chat';
import CommentIcon from '@mui/icons-material/Comment';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventIcon from '@mui/icons-material/Event';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import LinkIcon from '@mui/icons-material/Link';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TimelineIcon from '@mui/icons-material/Timeline';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import type { SvgIconComponent } from '@mui/icons-material';
import type { StepType } from '../../../../contract/workflows';

const ICONS: Record<StepType, SvgIconComponent> = {
  send_email: MailIcon, send_chat_template: ChatIcon, wait_duration: HourglassIcon, wait_until_date: EventIcon, wait_time_of_day: ScheduleIcon,
  wait_for_event: TouchAppIcon, branch: AccountTreeIcon, set_property: EditNoteIcon, move_to_stage: TimelineIcon, add_to_list: PlaylistAddIcon,
  remove_from_list: PlaylistRemoveIcon, assign_collaborator: PersonAddIcon, add_comment: CommentIcon, notify_user: NotificationsIcon, webhook: LinkIcon,
};

/** A step type's icon (decorative: the type is said in words beside it). */
export function StepIcon({ type }: { type: StepType }) {
  const Icon = ICONS[type];
  return <Icon fontSize="small" color="action" aria-hidden />;
}
