/** The pages a search asks for: a page by number, or the page after a cursor; always the default size. */
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import type { PageRequest } from '../../api/loadsApi';

export const pageRequestOf = (pageNumber: number, after: string | null = null): PageRequest =>
  (after === null ? { pageNumber, pageSize: DEFAULT_PAGE_SIZE } : { pageNumber, pageSize: DEFAULT_PAGE_SIZE, after });
