import { handleRatsinfoCalendar } from '@/lib/ratsinfo/ratsinfo-routes';

export default handleRatsinfoCalendar;
