include "f1334.td"
