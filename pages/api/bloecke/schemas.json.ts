import type { NextApiRequest, NextApiResponse } from 'next';
import bundle from '@/codegen/out/block-schemas.json';

// No body is read here, and Next's parser stays off (lib/http/request-body.ts says why).
export const config = { api: { bodyParser: false } };

/** All block schemas, for the CMS to offer editors exactly the blocks this site renders. */
export default function handler(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'public, max-age=300, s-maxage=3600');
  res.status(200).json(bundle);
}
