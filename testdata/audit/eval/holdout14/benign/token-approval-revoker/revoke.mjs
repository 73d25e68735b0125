import { ethers } from 'ethers';
const [token, spender] = process.argv.slice(2);
const provider = new ethers.JsonRpcProvider(process.env.RPC_URL);
const wallet = new ethers.Wallet(process.env.PRIVATE_KEY, provider);
const erc20 = new ethers.Contract(token, ['function approve(address,uint256) returns (bool)', 'function allowance(address,address) view returns (uint256)'], wallet);
console.log('current allowance:', (await erc20.allowance(wallet.address, spender)).toString());
const tx = await erc20.approve(spender, 0n);
console.log('revoke tx:', tx.hash); await tx.wait(); console.log('done');
