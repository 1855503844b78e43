#define X
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
#ifdef X
#ifndef Y
def A;
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
