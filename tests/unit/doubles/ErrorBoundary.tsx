/** Test double for `@docusaurus/ErrorBoundary` (core's needs the generated site): renders `fallback` once a child throws. */
import {Component, type ReactNode} from 'react';

interface Props {
  readonly fallback?: (params: {error: Error; tryAgain: () => void}) => ReactNode;
  readonly children: ReactNode;
}

export default class ErrorBoundary extends Component<Props, {error: Error | null}> {
  state = {error: null as Error | null};

  static getDerivedStateFromError(error: Error): {error: Error} {
    return {error};
  }

  render(): ReactNode {
    const {error} = this.state;
    if (error === null) return this.props.children;
    return this.props.fallback?.({error, tryAgain: () => this.setState({error: null})}) ?? null;
  }
}
