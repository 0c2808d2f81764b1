import { useContext } from 'react';
import { TopBarContext } from './TopBarContext';

export function useTopBar() {
  const value = useContext(TopBarContext);
  if (!value) throw new Error('useTopBar must be used inside <TopBarProvider>.');
  return value;
}
