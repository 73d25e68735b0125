import { ethers } from 'hardhat';
import { writeFileSync } from 'fs';

async function main() {
  const Token = await ethers.getContractFactory('DemoToken');
  const token = await Token.deploy(ethers.parseEther('1000000'));
  await token.waitForDeployment();
  const addr = await token.getAddress();
  console.log('DemoToken', addr);
  writeFileSync('deployments.local.json', JSON.stringify({ DemoToken: addr }, null, 2));
}

main().catch((e) => { console.error(e); process.exit(1); });
