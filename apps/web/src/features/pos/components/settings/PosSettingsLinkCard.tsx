import { Link } from 'react-router';
import { CardSection } from '../../../../ui/CardSection';
import { buttonClasses } from '../../../../ui/Button';
import { posMessages } from '../../pos.messages';

/** On /settings for pos:manage: the way to the catalogue (its own page, loaded when opened). */
export function PosSettingsLinkCard() {
  return (
    <CardSection
      id="pos"
      title={posMessages.settings.title}
      description={posMessages.settings.description}
    >
      <Link to="/settings/pos" className={buttonClasses('secondary')}>
        {posMessages.settings.open}
      </Link>
    </CardSection>
  );
}
