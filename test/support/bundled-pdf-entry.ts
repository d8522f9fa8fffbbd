/** Entry of the lean-bundles test: a proposal PDF rendered by code bundled the way a Lambda's is. */
import { renderProposalPdf } from '../../functions/documents/pdf/proposal-pdf.js';
import { proposalFixture } from './proposal-fixture.js';

/** Renders the fixture proposal. */
export const render = (): Promise<Uint8Array> => renderProposalPdf(proposalFixture());
