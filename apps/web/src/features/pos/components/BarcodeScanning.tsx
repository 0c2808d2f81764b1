import type { PosProduct } from '@worksphere/contracts';
import { ScanBarcode } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { findProductByBarcode, useSetBarcodeMutation } from '../api/counterApi';
import { posCounterMessages } from '../posCounter.messages';
import { createWedgeDetector } from '../utils/barcodeWedge';

const messages = posCounterMessages.scan;

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options?: { formats?: string[] }) => Detector;

function barcodeDetectorClass(): DetectorClass | undefined {
  return (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
}

/**
 * Scanning on the order screen: a keyboard-wedge scanner anywhere on the page (a fast burst of
 * keys ending with Enter), or the camera where the browser has BarcodeDetector. A known code
 * adds its product; an unknown one may be given to a product by a catalogue manager.
 */
export function BarcodeScanning({
  products,
  canAssign,
  onProduct,
}: {
  products: PosProduct[];
  canAssign: boolean;
  onProduct: (product: PosProduct) => void;
}) {
  const [cameraOpen, setCameraOpen] = useState(false);
  const [unknown, setUnknown] = useState<string | null>(null);
  const productsRef = useRef(products);
  const onProductRef = useRef(onProduct);
  useEffect(() => {
    productsRef.current = products;
    onProductRef.current = onProduct;
  }, [products, onProduct]);

  const scannedRef = useRef(async (code: string) => {
    try {
      const { productId } = await findProductByBarcode(code);
      const product = productsRef.current.find((candidate) => candidate.id === productId);
      if (product) {
        onProductRef.current(product);
        toast.success(messages.added(product.name));
      }
    } catch (error) {
      if (canAssign) setUnknown(code);
      else toast.error((error as Error).message);
    }
  });

  useEffect(() => {
    const detector = createWedgeDetector();
    const onKey = (event: KeyboardEvent) => {
      const code = detector.key(event.key, event.timeStamp);
      if (!code) return;
      event.preventDefault();
      // The burst landed in a field too: take it out again.
      const target = event.target;
      if (target instanceof HTMLInputElement && target.value.endsWith(code)) {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(target, target.value.slice(0, -code.length));
        target.dispatchEvent(new Event('input', { bubbles: true }));
      }
      void scannedRef.current(code);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  return (
    <>
      {barcodeDetectorClass() ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<ScanBarcode aria-hidden className="size-4" />}
          onClick={() => setCameraOpen(true)}
        >
          {messages.camera}
        </Button>
      ) : null}
      <Modal
        isOpen={cameraOpen}
        onClose={() => setCameraOpen(false)}
        title={messages.cameraTitle}
        description={messages.cameraHint}
      >
        {cameraOpen ? (
          <CameraScanner
            onCode={(code) => {
              setCameraOpen(false);
              void scannedRef.current(code);
            }}
          />
        ) : null}
      </Modal>
      <AssignBarcodeDialog code={unknown} products={products} onClose={() => setUnknown(null)} />
    </>
  );
}

function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const Detector = barcodeDetectorClass();
    if (!Detector) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const detector = new Detector();
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        const look = async () => {
          if (stopped || !video.current) return;
          const [found] = await detector.detect(video.current).catch(() => []);
          if (found?.rawValue) onCode(found.rawValue);
          else timer = window.setTimeout(() => void look(), 250);
        };
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);
  return failed ? (
    <Alert tone="error">{messages.cameraFailed}</Alert>
  ) : (
    <video ref={video} muted playsInline className="w-full rounded-lg bg-black" />
  );
}

function AssignBarcodeDialog({
  code,
  products,
  onClose,
}: {
  code: string | null;
  products: PosProduct[];
  onClose: () => void;
}) {
  const assign = useSetBarcodeMutation();
  const [productId, setProductId] = useState('');
  return (
    <Modal
      isOpen={code !== null}
      onClose={onClose}
      title={messages.unknownTitle}
      description={code ? messages.unknownBody(code) : ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {messages.close}
          </Button>
          <Button
            disabled={!productId}
            isLoading={assign.isPending}
            onClick={() =>
              code &&
              assign.mutate(
                { productId, barcode: code },
                {
                  onSuccess: () => {
                    const name = products.find((product) => product.id === productId)?.name ?? '';
                    toast.success(messages.assigned(name));
                    setProductId('');
                    onClose();
                  },
                },
              )
            }
          >
            {messages.assign}
          </Button>
        </>
      }
    >
      <SelectField
        label={messages.product}
        value={productId}
        onChange={(change) => setProductId(change.target.value)}
        options={products.map((product) => ({ value: product.id, label: product.name }))}
      />
      {assign.error ? (
        <Alert tone="error" className="mt-3">
          {assign.error.message}
        </Alert>
      ) : null}
    </Modal>
  );
}
