import { HardhatUserConfig } from 'hardhat/config';
import '@nomicfoundation/hardhat-toolbox';

const config: HardhatUserConfig = {
  solidity: '0.8.24',
  networks: {
    hardhat: { accounts: { mnemonic: 'test test test test test test test test test test test junk', count: 10 } },
    localhost: { url: 'http://127.0.0.1:8545' },
  },
};

export default config;
