import { PageHead } from '@/renderer/PageHead';
import { DefaultLayout } from '@/renderer/layout/DefaultLayout';
import { IntranetLoginView } from './IntranetLoginView';
import { IntranetSidebar } from './IntranetSidebar';
import { ArchiveView, CategoryView, ItemView, StartView, TopicView } from './IntranetViews';
import { useIntranetState } from './use-intranet-state';
import type { IntranetContentProps, IntranetPageProps } from './intranet-types';
import layout from '@/renderer/ui/SidebarColumns.module.css';

const VIEWS = { start: StartView, category: CategoryView, item: ItemView, archive: ArchiveView, topic: TopicView };

function IntranetContent(props: IntranetContentProps) {
  const View = VIEWS[props.view];
  return (
    <>
      <PageHead title={props.view === 'start' ? 'Intranet' : `${props.title} | Intranet`} noindex />
      <DefaultLayout layoutData={props.layoutData} isHome={false} breadcrumbs={props.breadcrumbs}>
        <div className={layout.columns}>
          <IntranetSidebar currentPath={props.path} categoriesFailed={props.categoriesFailed} />
          <div className={layout.content}>
            <View {...props} />
          </div>
        </div>
      </DefaultLayout>
    </>
  );
}

/** Every intranet route: the login without a session, else the sidebar and the route's view. */
export function IntranetPage(props: IntranetPageProps) {
  useIntranetState(props);
  return props.view === 'login' ? <IntranetLoginView {...props} /> : <IntranetContent {...props} />;
}
