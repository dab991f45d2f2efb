// A browser test waits for the event that makes its assertion true, never for a length of time: a fixed sleep is too
// short on a loaded machine (the test fails once on a fresh clone) and too long everywhere else (the suite waits
// instead of working). Where no event exists (a session that must expire, an absence that nothing would announce), the
// comment right above the sleep, or after it on its line, says so, beginning with "Kein Ereignis:".
const REASON = /^\s*Kein Ereignis:/;

/** @type {import('eslint').Rule.RuleModule} */
export const noFixedSleep = {
  meta: {
    type: 'problem',
    docs: { description: 'waitForTimeout only with a comment naming why no event exists' },
    schema: [],
    messages: {
      sleep:
        'Warten Sie auf ein Ereignis statt auf eine feste Zeit; wo es keines gibt, sagt ein Kommentar direkt darüber „Kein Ereignis: …“.',
    },
  },
  create(context) {
    const source = context.sourceCode;
    return {
      'CallExpression[callee.property.name="waitForTimeout"]'(node) {
        const statement = node.parent?.type === 'AwaitExpression' ? node.parent.parent : node.parent;
        const target = statement ?? node;
        // The reason right above the sleep, or on its own line after it.
        const comments = [
          ...source.getCommentsBefore(target),
          ...source.getCommentsAfter(target).filter((comment) => comment.loc.start.line === target.loc.end.line),
        ];
        if (!comments.some((comment) => REASON.test(comment.value))) context.report({ node, messageId: 'sleep' });
      },
    };
  },
};
