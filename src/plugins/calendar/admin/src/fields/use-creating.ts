import { useParams } from 'react-router-dom';

/**
 * Whether the Content Manager's form creates a new entry. Strapi 5.54's `useContentManagerContext`
 * answers false there (it compares an id it already mapped from "create" to undefined), so read the
 * route's own parameter.
 */
export const useIsCreating = (): boolean => useParams<{ id?: string }>().id === 'create';
