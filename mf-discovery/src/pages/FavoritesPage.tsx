import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { favoritesApi, shortlistsApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { FavoritesTabs } from '../features/favorites/FavoritesTabs';
import { FolderNameDialog } from '../features/favorites/FolderNameDialog';
import { folderHref } from '../features/favorites/folderHref';
import { EmptyNotice, ErrorNotice } from '../features/ui/Notice';
import '../features/venues/venues.css';

/** Shortlists other people shared with the user (none: the section is not shown). */
function SharedWithMe({ country }: { country: string }) {
  const shared = useData(() => shortlistsApi.shared(), []);
  if (!shared.data?.length) return null;
  return (
    <section aria-labelledby="shared-with-me" className="disc-shared">
      <h2 id="shared-with-me">Shared with you</h2>
      <ul className="disc-found">
        {shared.data.map((s) => (
          <li key={s._id}>
            <Link to={`/${country}/shortlists/${s._id}`}>{s.name}</Link>
            <span className="disc-meta">
              {' '}
              by {s.owner.name} · {s.count} venue{s.count === 1 ? '' : 's'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/:country/favorites` (signed in): the user's folders of saved venues, and shortlists shared with them. */
export default function FavoritesPage() {
  const country = useCountry();
  const navigate = useNavigate();
  useDocumentTitle('Favourites');
  const state = useData(() => favoritesApi.folders(), []);
  const [creating, setCreating] = useState(false);
  const folders = state.data;

  return (
    <div className="disc-page disc-container">
      <div className="disc-page-head">
        <h1>Favourites</h1>
        <button type="button" className="disc-button disc-button--primary" aria-haspopup="dialog" onClick={() => setCreating(true)}>
          New folder
        </button>
      </div>
      <FavoritesTabs country={country} current="folders" />
      {state.status === 'error' ? (
        <ErrorNotice title="We could not load your folders" message={state.error.message} onRetry={state.reload} />
      ) : !folders ? (
        <div className="disc-vgrid" role="status" aria-label="Loading your folders" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="disc-vcard">
              <div className="disc-vcard__media disc-skeleton" />
              <div className="disc-skeleton disc-skeleton--line" style={{ width: '50%', marginTop: 12 }} />
            </div>
          ))}
        </div>
      ) : folders.length === 0 ? (
        <EmptyNotice
          title="No folders yet"
          actions={
            <>
              <button type="button" className="disc-button disc-button--primary" onClick={() => setCreating(true)}>
                Create a folder
              </button>
              <Link className="disc-button disc-button--ghost" to={`/${country}/venues`}>
                Find venues
              </Link>
            </>
          }
        >
          <p>Tap the heart on any venue to save it into a folder — one per event, so shortlists stay tidy.</p>
        </EmptyNotice>
      ) : (
        <ul className="disc-vgrid" aria-label="Your folders">
          {folders.map((f) => (
            <li key={f._id}>
              <article className="disc-vcard" data-testid="folder-card">
                <div className="disc-vcard__media">
                  {f.cover ? (
                    <img src={f.cover.url} alt="" width={f.cover.width} height={f.cover.height} loading="lazy" decoding="async" />
                  ) : (
                    <div className="disc-vcard__nophoto">Empty folder</div>
                  )}
                </div>
                <div className="disc-vcard__body">
                  <h2 className="disc-vcard__name">
                    <Link className="disc-vcard__link" to={folderHref(country, f._id)}>
                      {f.name}
                    </Link>
                  </h2>
                  <p className="disc-vcard__place">
                    {f.count} venue{f.count === 1 ? '' : 's'}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <SharedWithMe country={country} />
      {creating && (
        <FolderNameDialog
          title="New folder"
          submitLabel="Create folder"
          onClose={() => setCreating(false)}
          onSubmit={async (name) => {
            const folder = await favoritesApi.createFolder(name);
            ui.showSnackbar(`Folder “${folder.name}” created`, 'success');
            navigate(folderHref(country, folder._id));
          }}
        />
      )}
    </div>
  );
}
