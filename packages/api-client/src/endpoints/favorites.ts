import type { DataEnvelope, Favorite, FavoriteBody, FavoriteFolder, FavoriteFolderDetail, FavoriteMoveBody, PageParams, SavedVenue } from '@venues/contracts';
import { http } from '@venues/api-client/client';
import { pageParams, seg, unwrap, type Ok } from './unwrap';

// The favorites module of the server (server/src/modules/favorites).

const FOLDERS = '/v1/favorites/folders';

/** Favourites: signed in; another user's folder answers 404. */
export const favoritesApi = {
  async folders(): Promise<FavoriteFolder[]> {
    return unwrap(await http.get<DataEnvelope<FavoriteFolder[]>>(FOLDERS));
  },
  async createFolder(name: string): Promise<FavoriteFolder> {
    return unwrap(await http.post<DataEnvelope<FavoriteFolder>>(FOLDERS, { name }));
  },
  async renameFolder(id: string, name: string): Promise<FavoriteFolder> {
    return unwrap(await http.patch<DataEnvelope<FavoriteFolder>>(`${FOLDERS}/${seg(id)}`, { name }));
  },
  /** Deletes the folder and the saves in it (the venues themselves stay). */
  async deleteFolder(id: string): Promise<Ok> {
    return unwrap(await http.delete<DataEnvelope<Ok>>(`${FOLDERS}/${seg(id)}`));
  },
  /** The folder and a page of its venues, newest saved first. */
  async folder(id: string, page?: PageParams): Promise<FavoriteFolderDetail> {
    return unwrap(await http.get<DataEnvelope<FavoriteFolderDetail>>(`${FOLDERS}/${seg(id)}`, { params: pageParams(page) }));
  },
  /** Saves a venue into a folder; saving it again changes nothing. */
  async add(body: FavoriteBody): Promise<Favorite> {
    return unwrap(await http.post<DataEnvelope<Favorite>>('/v1/favorites', body));
  },
  async remove(body: FavoriteBody): Promise<Ok> {
    return unwrap(await http.delete<DataEnvelope<Ok>>('/v1/favorites', { data: body }));
  },
  async move(body: FavoriteMoveBody): Promise<Favorite> {
    return unwrap(await http.post<DataEnvelope<Favorite>>('/v1/favorites/move', body));
  },
  /** Every saved venue with its folders, to fill the hearts on venue cards. */
  async savedVenues(): Promise<SavedVenue[]> {
    return unwrap(await http.get<DataEnvelope<SavedVenue[]>>('/v1/favorites/venue-ids'));
  },
};
