/** What an island of the site script exports (`<name>.island.ts`, codegen/emit-islands.ts). */
export interface IslandModule {
  /** Starts the behaviour on one element that says `data-insel="<name>"`; called once per element. */
  start(element: HTMLElement): void;
}
