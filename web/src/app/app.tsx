import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The browser's app; the server renders the same tree under a StaticRouter (entry-server.tsx). */
export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
