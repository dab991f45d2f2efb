import { handleRatsinfoCalendar } from '@/lib/session/ratsinfo-api';

export default handleRatsinfoCalendar;
