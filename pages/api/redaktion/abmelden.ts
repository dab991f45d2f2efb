import { redaktionSystem } from '@/lib/redaktion/redaktion-system';
import { staffLogoutRoute } from '@/lib/session/staff-routes';

export default staffLogoutRoute(redaktionSystem);
