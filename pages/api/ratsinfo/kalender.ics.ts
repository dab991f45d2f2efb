import { handleCouncilCalendar } from '@/lib/session/council-api';

export default handleCouncilCalendar;
