import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { LegalDocument } from '../components/LegalDocument';
import { legalMessages } from '../legal.messages';

export function PrivacyPage() {
  const { documentTitle, title, intro, sections } = legalMessages.privacy;
  useDocumentTitle(documentTitle);
  return <LegalDocument title={title} intro={intro} sections={sections} />;
}
