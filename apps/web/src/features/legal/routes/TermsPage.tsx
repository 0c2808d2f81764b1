import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { LegalDocument } from '../components/LegalDocument';
import { legalMessages } from '../legal.messages';

export function TermsPage() {
  const { documentTitle, title, intro, sections } = legalMessages.terms;
  useDocumentTitle(documentTitle);
  return <LegalDocument title={title} intro={intro} sections={sections} />;
}
