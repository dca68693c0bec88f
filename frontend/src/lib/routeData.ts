import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router-dom';
import type { RootState } from '../store/store';

/** One query to start: an endpoint's `initiate(args)`. */
export type RouteQuery = ThunkAction<unknown, RootState, unknown, UnknownAction>;

/**
 * A screen module's optional `routeData` export: the queries the server starts for the route before it renders
 * (entry-server.tsx, app/routes.tsx), for data a render alone would ask for too late (a part drawn only once other
 * data is in).
 */
export type RouteData = (params: Params) => RouteQuery[];
