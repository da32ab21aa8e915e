import { createContext, useContext, type ComponentProps } from 'react';

const InsideMainContext = createContext(false);

/** The page's one `<main>`; screens rendered inside it (e.g. an error) must not add another. */
export function MainLandmark(props: ComponentProps<'main'>) {
  return (
    <InsideMainContext value={true}>
      <main {...props} />
    </InsideMainContext>
  );
}

export function useIsInsideMain(): boolean {
  return useContext(InsideMainContext);
}
