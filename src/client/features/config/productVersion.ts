/** What the config screen shows of the build: package.json's version and the release id from the server. */
import { version } from '../../../../package.json';
import { serverSetting } from '../../app/serverSettings';

export const PRODUCT_VERSION: string = version;

export const releaseId = (): string => serverSetting('releaseId') ?? 'unknown';
