import type { DocumentContext, DocumentInitialProps } from 'next/document';
import { Html, Main } from 'next/document';
import { PageData, PaintFirstHead } from '@/renderer/document/PaintFirstHead';
import { scriptPlanFor, type ScriptPlan } from '@/renderer/document/script-plan';
import { IconSprite } from '@/renderer/icons/IconSprite';

type Props = DocumentInitialProps & { plan: ScriptPlan };

export default function Document({ plan }: Props) {
  return (
    <Html lang="de">
      <PaintFirstHead plan={plan}>
        <meta name="theme-color" content="#1f4d3a" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      </PaintFirstHead>
      <body>
        <IconSprite />
        <Main />
        <PageData plan={plan} />
      </body>
    </Html>
  );
}

// The page's HTML decides which scripts it runs (renderer/document/script-plan.ts).
Document.getInitialProps = async (ctx: DocumentContext): Promise<Props> => {
  const initial = await ctx.defaultGetInitialProps(ctx);
  return { ...initial, plan: scriptPlanFor(ctx.pathname, initial.html) };
};
