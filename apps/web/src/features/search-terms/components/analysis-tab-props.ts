import type { AdAccount } from '@utmost/ads-sdk';
import type { ReactNode } from 'react';

/** What the analysis route hands each run-based tab (n-grams, negative planner). */
export interface AnalysisTabProps {
  adAccountId: string;
  account: AdAccount | undefined;
  isAccountLoading: boolean;
  jobId: string | undefined;
  onRunChange: (jobId: string | undefined) => void;
  tabBar: ReactNode;
}
