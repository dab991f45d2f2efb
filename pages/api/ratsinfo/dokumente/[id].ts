import { handleCouncilDocument } from '@/lib/session/council-api';

export default handleCouncilDocument;
