'use client';

import { createContext, useContext } from 'react';

/**
 * Loads the programme's data again after a change (a check-in, a slip, a step done…): the page
 * itself is static and fills in from GET /api/programme/dashboard.
 */
export const RefreshContext = createContext<() => Promise<void> | void>(() => {});

export const useRefresh = () => useContext(RefreshContext);
