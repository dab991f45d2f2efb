import { handleRatsinfoDocument } from '@/lib/ratsinfo/ratsinfo-routes';

export default handleRatsinfoDocument;
