// Renders React elements inside a jotai store into a fresh element of the document (happy-dom), for unit tests that
// count renders or read the DOM after store changes; `unmount` takes them out again (and removes the element).
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, type createStore } from 'jotai';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLElement;
  unmount: () => Promise<void>;
}

export async function mountInStore(store: ReturnType<typeof createStore>, children: ReactNode): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Provider store={store}>{children}</Provider>));
  let mounted = true;
  return {
    container,
    unmount: async () => {
      if (mounted) await act(async () => root.unmount());
      mounted = false;
      container.remove();
    },
  };
}
