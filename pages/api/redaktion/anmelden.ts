import { redaktionSystem } from '@/lib/redaktion/redaktion-system';
import { staffLoginRoute } from '@/lib/session/staff-routes';

export default staffLoginRoute(redaktionSystem);
