import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { AreaNotice } from '../../../ui/AreaNotice';
import { buttonClasses } from '../../../ui/Button';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { posMessages } from '../pos.messages';

const messages = posMessages.createOrder;

/** /pos/create-order-pos: the staff order screen. */
export function CreateOrderPage() {
  useDocumentTitle(messages.documentTitle);
  return (
    <AreaNotice
      icon={<ShoppingBag aria-hidden className="size-6" />}
      badge={messages.badge}
      title={messages.title}
      lead={messages.lead}
      pointsTitle={messages.pointsTitle}
      points={messages.points}
      footer={
        <Link to="/dash" className={buttonClasses('secondary')}>
          {messages.backToDashboard}
        </Link>
      }
    />
  );
}
