import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { LoadCardList } from '../../favorites/components/LoadCardList';
import { selectRecentSearches, selectRecommendedLoads, selectSavedSearches } from '../selectors';
import { recentSearchSaveRequested, savedSearchRemoveRequested, storedSearchChosen } from '../slice';
import { StoredSearchList } from './StoredSearchList';

/** Before any search (loads spec 2): Saved Searches, Recent Searches and New Loads for You. */
export function BeforeSearchLists() {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectSavedSearches);
  const recent = useAppSelector(selectRecentSearches);
  const recommended = useAppSelector(selectRecommendedLoads);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const confirmDelete = () => {
    if (deletingId !== null) dispatch(savedSearchRemoveRequested(deletingId));
    setDeletingId(null);
  };

  return (
    <div className="before-search">
      <StoredSearchList
        title="Saved Searches"
        searches={saved}
        onChoose={(search) => dispatch(storedSearchChosen(search))}
        renderActions={(search) => (
          <Button variant="link" aria-label={`Delete search ${search.id}`} onClick={() => setDeletingId(search.id)}>
            Delete
          </Button>
        )}
      />
      <StoredSearchList
        title="Recent Searches"
        searches={recent}
        onChoose={(search) => dispatch(storedSearchChosen(search))}
        renderActions={(search) => (
          <Button variant="link" aria-label={`Save search ${search.id}`} onClick={() => dispatch(recentSearchSaveRequested(search))}>
            Save
          </Button>
        )}
      />
      {recommended.length > 0 && (
        <section className="new-loads" aria-label="New Loads for You">
          <h2 className="stored-searches__title">New Loads for You</h2>
          <LoadCardList loads={recommended} className="search-results__list" marksClaims />
        </section>
      )}
      {deletingId !== null && (
        <Modal
          title="Delete Search"
          onClose={() => setDeletingId(null)}
          footer={
            <>
              <Button variant="outline" onClick={() => setDeletingId(null)}>
                Cancel
              </Button>
              <Button variant="danger" onClick={confirmDelete}>
                Delete
              </Button>
            </>
          }
        >
          <p>Are you sure you wish to delete this search?</p>
        </Modal>
      )}
    </div>
  );
}
