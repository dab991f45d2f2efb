import { handleRatsinfoDocument } from '@/lib/session/ratsinfo-api';

export default handleRatsinfoDocument;
