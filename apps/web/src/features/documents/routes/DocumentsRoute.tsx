import { useLocation } from 'react-router';
import { DocumentEditorPage } from './DocumentEditorPage';
import { DocumentsPage } from './DocumentsPage';

/**
 * /documents (a folder, or the trash) and /documents/edit (a document in the editor): one lazy
 * route (one chunk) for both, so the sign-in page's route table grows by one entry only.
 */
export function DocumentsRoute() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').endsWith('/documents/edit') ? (
    <DocumentEditorPage />
  ) : (
    <DocumentsPage />
  );
}
