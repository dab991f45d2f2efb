// Tells the site script about client-side navigations (renderer/client/page-events.ts): it carries no router.
import { useEffect } from 'react';
import Router from 'next/router';
import { announceNavigation, NAVIGATION_DONE, NAVIGATION_START } from './page-events';

export function useNavigationEvents(): void {
  useEffect(() => {
    const started = (url: string) => announceNavigation(NAVIGATION_START, url);
    const done = (url: string) => announceNavigation(NAVIGATION_DONE, url);
    Router.events.on('routeChangeStart', started);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('hashChangeComplete', done);
    return () => {
      Router.events.off('routeChangeStart', started);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('hashChangeComplete', done);
    };
  }, []);
}
