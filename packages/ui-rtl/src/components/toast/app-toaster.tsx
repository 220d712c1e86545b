import { Toaster } from 'react-hot-toast';

/** Top-centre so the position needs no mirroring in RTL; the card does its own styling. */
export function AppToaster() {
  return <Toaster position="top-center" gutter={8} containerStyle={{ top: 16, zIndex: 2000 }} />;
}
