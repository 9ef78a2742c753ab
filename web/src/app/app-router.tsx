import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router-dom';

type Router = ComponentProps<typeof RouterProvider>['router'];

/**
 * The router as the app (and every test that renders a route) runs it: a new address is shown
 * in an ordinary render, not in a React transition.
 *
 * Apollo's useQuery starts a request for new variables during render. In a transition that
 * render can be set aside for an urgent one with the old address, which asks for the old
 * variables again, and so on: on a slow phone, typing a search sent the products query back and
 * forth between the words and the whole catalogue several times before the results showed. Our
 * routes' code is loaded before the router changes its address (their `lazy`), so a transition
 * had nothing to hide there; the back office's pages show their spinner while their code loads.
 */
export function AppRouter({ router }: { router: Router }) {
  return <RouterProvider router={router} useTransitions={false} />;
}
