// The demo contact centre's worker entry: msw's stand-in storage first, then every installed
// feature's demo slice, then the backend that serves them (core/testing/demo/backend).
import '../../core/testing/demo/backend/memoryLocalStorage';
import './slices';
import '../../core/testing/demo/backend/demo.worker';
