import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { nativeDetectorClass } from './camera-support';

/** The formats of the shop's products: EAN/UPC on the boxes, Code 128 and QR on labels and phones' boxes. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'qr_code'];
const DETECT_EVERY_MS = 200;

interface Props {
  onCode: (code: string) => void;
  onClose: () => void;
}

/**
 * Reads a barcode with the phone's camera: the browser's BarcodeDetector on the video where it exists,
 * else @zxing/browser (loaded only here). The camera is let go when the dialog closes.
 */
export default function CameraScanner({ onCode, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopZxing: (() => void) | undefined;
    const done = (code: string) => {
      if (stopped) return;
      stopped = true;
      found.current(code);
    };
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const element = video.current;
      if (stopped || !element) return;
      const Detector = nativeDetectorClass();
      if (Detector) {
        element.srcObject = stream;
        await element.play();
        const detector = new Detector({ formats: FORMATS });
        timer = setInterval(() => {
          void detector.detect(element).then((codes) => {
            const code = codes[0]?.rawValue;
            if (code) done(code);
          });
        }, DETECT_EVERY_MS);
      } else {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        if (stopped) return;
        const controls = await new BrowserMultiFormatReader().decodeFromStream(stream, element, (result) => {
          if (result) done(result.getText());
        });
        stopZxing = () => controls.stop();
      }
    };
    start().catch((error: unknown) => {
      console.error('Kamera', error);
      setProblem('Kamera nuk u hap. Lejoni përdorimin e kamerës nga shfletuesi, ose skanoni me lexuesin.');
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      stopZxing?.();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Modal opened onClose={onClose} title="Skano me kamerë" centered>
      <Stack gap="sm">
        {problem ? (
          <Alert color="orange">{problem}</Alert>
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              style={{ width: '100%', borderRadius: 'var(--mantine-radius-md)', background: '#000' }}
              aria-label="Pamja e kamerës"
            />
            <Text size="sm" c="dimmed">
              Mbajeni barkodin ose IMEI-n brenda kornizës.
            </Text>
          </>
        )}
      </Stack>
    </Modal>
  );
}
