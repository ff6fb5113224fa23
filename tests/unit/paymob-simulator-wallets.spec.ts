import { describe, expect, it } from 'vitest'

import { declineCodeOf } from '@/payments/declines'
import {
  decideWalletCode,
  decideWalletNumber,
  maskedWallet,
  SUCCESS_WALLETS,
  TEST_WALLET_OTP,
  TEST_WALLETS,
  UNREGISTERED_WALLET,
  WALLET_DECLINES,
  WALLET_STEP_MS,
  walletNumberOf,
} from '@/payments/simulator/wallets'

/** The simulator's test wallets (issue 34): each number's behaviour, as docs/payments.md lists it. */
const now = new Date('2026-11-28T10:00:00Z')
const opened = { openedAt: new Date(now.getTime() - 60_000), now }

describe("the simulator's mobile wallets", () => {
  it('reads an Egyptian mobile typed in any usual way, and refuses anything else', () => {
    expect(walletNumberOf('010 1010 1010')).toBe('01010101010')
    expect(walletNumberOf('+201010101010')).toBe('01010101010')
    expect(walletNumberOf('00201510101010')).toBe('01510101010')
    expect(walletNumberOf('012-1010-1010')).toBe('01210101010')
    for (const bad of [
      '',
      '0101010101',
      '013101010100',
      '02 1234 5678',
      'wallet',
      '010101010101',
    ]) {
      expect(walletNumberOf(bad)).toBeNull()
      expect(decideWalletNumber(bad)).toEqual({ kind: 'invalid' })
    }
  })

  it('names the operator by the prefix, and hides the middle of the number', () => {
    expect(decideWalletNumber('01010101010')).toMatchObject({
      kind: 'confirm',
      operator: 'Vodafone Cash',
    })
    expect(decideWalletNumber('01110101010')).toMatchObject({ operator: 'e& money' })
    expect(decideWalletNumber('01210101010')).toMatchObject({ operator: 'Orange Cash' })
    expect(decideWalletNumber('01510101010')).toMatchObject({ operator: 'WE Pay' })
    expect(maskedWallet('01010101010')).toBe('010•••••010')
  })

  it('declines a number without a wallet as soon as it is submitted', () => {
    expect(decideWalletNumber(UNREGISTERED_WALLET)).toMatchObject({
      kind: 'declined',
      decline: WALLET_DECLINES.notRegistered,
    })
  })

  it('pays the success wallets with the test code, and declines any other code as a wrong PIN', () => {
    for (const number of SUCCESS_WALLETS) {
      const wallet = decideWalletNumber(number)
      if (wallet.kind !== 'confirm') throw new Error(number)
      expect(decideWalletCode(wallet, TEST_WALLET_OTP, opened)).toEqual({ kind: 'approved' })
      expect(decideWalletCode(wallet, '000000', opened)).toEqual({
        kind: 'declined',
        decline: WALLET_DECLINES.wrongPin,
      })
    }
  })

  it('gives each test wallet its behaviour after the code: declines, and pending then settled', () => {
    const behaviour = (number: string) => {
      const wallet = decideWalletNumber(number)
      if (wallet.kind !== 'confirm') throw new Error(number)
      return decideWalletCode(wallet, TEST_WALLET_OTP, opened)
    }
    expect(behaviour('01000000022')).toEqual({
      kind: 'declined',
      decline: WALLET_DECLINES.insufficientBalance,
    })
    expect(behaviour('01000000033')).toEqual({
      kind: 'declined',
      decline: WALLET_DECLINES.otpExpired,
    })
    expect(behaviour('01000000044')).toEqual({
      kind: 'declined',
      decline: WALLET_DECLINES.dailyLimit,
    })
    expect(behaviour('01000000055')).toEqual({ kind: 'pending', settles: 'approved' })
    expect(behaviour('01000000066')).toEqual({
      kind: 'pending',
      settles: WALLET_DECLINES.otpExpired,
    })
    expect(Object.keys(TEST_WALLETS)).toHaveLength(5)
  })

  it('declines a confirmation page used after five minutes as an expired code', () => {
    const wallet = decideWalletNumber('01010101010')
    if (wallet.kind !== 'confirm') throw new Error('wallet')
    const late = { openedAt: new Date(now.getTime() - WALLET_STEP_MS), now }
    expect(decideWalletCode(wallet, TEST_WALLET_OTP, late)).toEqual({
      kind: 'declined',
      decline: WALLET_DECLINES.otpExpired,
    })
  })

  it("sends the operators' answers our decline catalogue reads as the wallets' codes", () => {
    for (const decline of Object.values(WALLET_DECLINES)) {
      expect(
        declineCodeOf({
          acquirerCode: decline.acqResponseCode,
          txnResponseCode: decline.txnResponseCode,
          message: decline.message,
        }),
      ).toBe(decline.reason)
    }
  })
})
