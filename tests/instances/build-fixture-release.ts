// Builds the newer release of the two-builds test (tests/instances/two-releases.test.ts) into the folder given, ahead
// of that test: `npm test` runs it beside the end-to-end tests and hands the folder on as FIXTURE_RELEASE_DIR.
import { buildFixtureRelease } from './support/fixture-release';

const target = process.argv[2];
if (!target) throw new Error('Aufruf: tsx tests/instances/build-fixture-release.ts <Ordner>');
const { version, timings } = buildFixtureRelease(target);
console.log(`Neue Version (Block ${version}) gebaut in ${target}: ${JSON.stringify(timings)}`);
